/**
 * A complete deal registration as a partner sends it, for the backend's tests: `customer` names
 * the end customer (a deal for the same customer and country is a conflict).
 */
export function completeDeal(
  project: string,
  {
    customer = "Acme Ltd",
    country = "Portugal",
    channelManagerEmail = "cm@vendor.example",
  }: { customer?: string; country?: string; channelManagerEmail?: string } = {},
) {
  return {
    businessType: "new",
    projectName: project,
    applicantCompany: "Test Integrators Ltd",
    winOdds: 50,
    expectedOrderDate: "2027-03-01",
    registeredFrom: "2026-11-01",
    description: "Cameras for a warehouse.",
    channelManagerEmail,
    endCustomer: {
      name: customer,
      firstName: "Ana",
      lastName: "Lima",
      country,
      city: "Lisbon",
      address: "Rua 1",
      email: "ana@acme.example",
    },
    distributor: { companyName: "Dist Co GmbH", city: "Porto" },
    products: [{ type: "bullet", series: "Pro AI", model: "NV-B580-AI", quantity: 10 }],
    salesTeam: [{ main: true, name: "Seller", email: "seller@partner.example" }],
  };
}
