/** Shapes of the feedback queue's backend answers (GET /api/feedback/admin/…). */
export interface FeedbackRow {
  id: number;
  rating: number;
  productId: string | null;
  productModel: string | null;
  message: string;
  contactConsent: "yes" | "no";
  handledAt: string | null;
  createdAt: string;
}

export interface FeedbackDetail extends FeedbackRow {
  productType: string | null;
  name: string | null;
  email: string | null;
  language: string;
  handledBy: string | null;
  handledByAccount: string | null;
}

/** The stars of a rating as text ("★★★☆☆"), hidden from assistive technology beside "3 of 5 stars". */
export const starText = (rating: number) => "★".repeat(rating) + "☆".repeat(5 - rating);
