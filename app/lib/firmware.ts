/** What the firmware and software pages show, as the backend answers it, and their addresses. */

/** A model a release supports, as the backend lists it (api/areas/firmware/service.ts). */
export interface ReleaseModel {
  id: string;
  model: string;
  type: string | null;
  name: string;
}

/** What every firmware release and software package carries about its file. */
export interface FileFacts {
  id: number;
  documentId: number;
  title: string;
  version: string;
  releaseDate: string;
  size: number;
  sha256: string;
  gated: boolean;
  notes: string;
}

export interface FirmwareRelease extends FileFacts {
  line: string;
  productClass: string;
  models: ReleaseModel[];
  /** published or withdrawn (visitors never get drafts). */
  status: "published" | "withdrawn";
  track: "active" | "lts";
  /** YYYY-MM-DD: the last day of a long-term-support track; null for the active track. */
  ltsEndsOn: string | null;
  /** The notes as sanitized HTML from their Markdown (`notes` is their plain text). */
  notesHtml: string;
  /** Known issues: plain text and sanitized HTML, both empty when there are none. */
  knownIssues: string;
  knownIssuesHtml: string;
  /** ISO time and the reason of a withdrawal (null and "" unless withdrawn). */
  withdrawnAt: string | null;
  withdrawnReason: string;
  /** Which texts (notes, knownIssues, withdrawnReason) are shown in English for want of a translation. */
  fallback: string[];
}

export interface SoftwarePackage extends FileFacts {
  platform: string;
}

/** A long-term-support track of a model: its release and the track's last day. */
export interface LtsTrack {
  version: string;
  releaseId: number;
  endsOn: string;
}

/**
 * A model code's firmware: its current release (the newest published one; null when every release
 * was withdrawn), every release newest first (withdrawn ones marked) and its LTS tracks.
 */
export interface ModelFirmware {
  product: ReleaseModel;
  current: FirmwareRelease | null;
  releases: FirmwareRelease[];
  lts: LtsTrack[];
}

export const versionPath = (id: number) => `/firmware-version/${id}`;
export const softwarePath = (id: number) => `/soft-download/${id}`;
export const modelCodePath = (code: string) => `/firmware-soft/${encodeURIComponent(code)}`;
/** A model's firmware page: every version, tracks, changelog, known issues and "notify me". */
export const modelReleasesPath = (code: string) => `${modelCodePath(code)}/releases`;
