import { VIDEO_CATEGORIES } from "#shared/videos";

export { VIDEO_CATEGORIES };

/** A video as the library lists it (api/areas/videos/service.ts). */
export interface VideoCard {
  id: string;
  category: string;
  title: string;
  summary: string;
  durationSeconds: number | null;
  publishedAt: string;
}

export interface VideoList {
  items: VideoCard[];
  total: number;
  page: number;
  pageSize: number;
  categories: { value: string; count: number }[];
}

export interface VideoDetail extends VideoCard {
  size: number | null;
  sha256: string | null;
  mime: string | null;
  /** Language codes of its WebVTT captions. */
  captions: string[];
  transcript: string[];
}

/** The addresses of a video's page and files (no language prefix). */
export const videoPath = (id: string) => `/video-library/${id}`;
export const videoFilePath = (id: string) => `/video-library/${id}/file`;
export const posterPath = (id: string) => `/video-library/${id}/poster`;
export const captionsPath = (id: string, code: string) => `/video-library/${id}/captions/${code}`;

/** A duration in seconds as m:ss (the same in every language). */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
