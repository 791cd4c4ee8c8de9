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
}

export interface SoftwarePackage extends FileFacts {
  platform: string;
}

/** A model code's firmware: its current release and every release. */
export interface ModelFirmware {
  product: ReleaseModel;
  current: FirmwareRelease;
  releases: FirmwareRelease[];
}

export const versionPath = (id: number) => `/firmware-version/${id}`;
export const softwarePath = (id: number) => `/soft-download/${id}`;
export const modelCodePath = (code: string) => `/firmware-soft/${encodeURIComponent(code)}`;
