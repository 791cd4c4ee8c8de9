import { readFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../../db/client";
import { eq } from "drizzle-orm";
import {
  companies,
  dealHistory,
  dealParties,
  dealProducts,
  deals,
  dealSalesTeam,
  users,
} from "../../db/schema";
import { addDays, isoDay } from "../certification/dates";
import { customerKey, normalizeName } from "./normalize";

interface SeedDeal {
  owner: string;
  projectName: string;
  endCustomer: Record<string, string>;
  distributor: string;
  channelManager: string;
  stage: "draft" | "review" | "approved" | "done" | "cancelled" | "disapproved" | "closed";
  reason?: string;
  orderInDays: number;
  expiresInDays?: number;
}

/** Demo deals of content/catalogue/deals.json, one or more in every stage (one insert per table). */
export async function seedDeals(db: Database, catalogueDir: string, now = new Date()) {
  const file = path.join(catalogueDir, "deals.json");
  const list = JSON.parse(readFileSync(file, "utf8")) as SeedDeal[];
  const owners = await db
    .select({
      id: users.id,
      account: users.account,
      companyId: users.companyId,
      name: users.name,
      company: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId));
  const today = isoDay(now);
  const rows = list.flatMap((d) => {
    const owner = owners.find((u) => u.account === d.owner);
    if (!owner) return [];
    const submitted = d.stage !== "draft";
    return [
      {
        ownerId: owner.id,
        companyId: owner.companyId,
        businessType: "new",
        projectName: d.projectName,
        applicantCompany: owner.company ?? "",
        winOdds: 60,
        expectedOrderDate: addDays(today, d.orderInDays),
        registeredFrom: addDays(today, -30),
        expirationDate: d.expiresInDays === undefined ? null : addDays(today, d.expiresInDays),
        description: `${d.projectName}: video surveillance with AI analytics.`,
        channelManagerEmail: d.channelManager,
        endCustomerName: d.endCustomer.name ?? "",
        distributorKey: normalizeName(d.distributor),
        customerKey: customerKey(d.endCustomer.name ?? "", d.endCustomer.country ?? ""),
        submittedAt: submitted ? new Date(now.getTime() - 20 * 86_400_000) : null,
        approvalStatus: (["approved", "done", "closed"].includes(d.stage)
          ? "Approved"
          : d.stage === "disapproved"
            ? "Disapproved"
            : "To be Approved") as "Approved" | "Disapproved" | "To be Approved",
        approvedAt: ["approved", "done", "closed"].includes(d.stage)
          ? new Date(now.getTime() - 10 * 86_400_000)
          : null,
        status: (d.stage === "done" ? "Done" : d.stage === "cancelled" ? "Cancelled" : "Pending") as
          | "Done"
          | "Cancelled"
          | "Pending",
        closure: (d.stage === "closed" ? "Closed" : "Unclosed") as "Closed" | "Unclosed",
        closeRequested: d.stage === "closed",
        decisionReason: d.reason ?? null,
        // Reminders of the seed's own deals are not sent.
        reminderSentAt: now,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const inserted = await db.insert(deals).values(rows).returning();
  const byId = inserted.map((row, i) => ({
    row,
    seed: list.find((d) => d.projectName === rows[i]!.projectName)!,
  }));
  await db.insert(dealParties).values(
    byId.flatMap(({ row, seed }) => [
      { dealId: row.id, role: "end_customer" as const, details: seed.endCustomer },
      {
        dealId: row.id,
        role: "distributor" as const,
        details: { companyName: seed.distributor, city: seed.endCustomer.city ?? "" },
      },
      { dealId: row.id, role: "tier2" as const, details: {} as Record<string, string> },
    ]),
  );
  await db.insert(dealProducts).values(
    byId.map(({ row }) => ({
      dealId: row.id,
      type: "bullet",
      series: "Pro AI",
      model: "NV-B580-AI",
      quantity: 24,
    })),
  );
  await db.insert(dealSalesTeam).values(
    byId.map(({ row }) => {
      const owner = owners.find((u) => u.id === row.ownerId)!;
      return {
        dealId: row.id,
        main: true,
        partner: row.applicantCompany,
        name: owner.name,
        email: owner.account,
      };
    }),
  );
  await db.insert(dealHistory).values(
    byId.map(({ row }) => ({
      dealId: row.id,
      userId: row.ownerId,
      actorName: row.applicantCompany,
      action: "create",
    })),
  );
  return inserted.length;
}
