import type { SubmissionSummary } from "#shared/account-overview";

/** What `GET /api/account/overview` answers: everything the personal center shows. */
export interface AccountOverview {
  account: {
    id: number;
    account: string;
    name: string;
    country: string | null;
    company: string | null;
    roles: string[];
  };
  deals: {
    total: number;
    canRegister: boolean;
    items: {
      id: number;
      projectName: string;
      stage: string;
      approvalStatus: string;
      status: string;
      closure: string;
      expired: boolean;
      conflict: boolean;
      expirationDate: string | null;
    }[];
  } | null;
  submissions: SubmissionSummary[];
  certificates: {
    number: string;
    holderName: string;
    company: string;
    issuedOn: string;
    expiresOn: string;
    state: "valid" | "expiresSoon" | "expired";
  }[];
  favorites: { id: string; model: string; type: string; name: string }[];
}
