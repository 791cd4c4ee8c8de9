import { lazy, Suspense, useEffect, useState } from "react";
import type { NewDownload } from "./downloads-store";

/** The same key as the store's (app/downloads/downloads-store.ts), read here without loading it. */
const STORAGE_KEY = "downloads";

const DownloadsPanel = lazy(() => import("./DownloadsPanel"));

/** Shows the list; set while the site layout's list is on the page. */
let showList: (() => void) | null = null;

/**
 * Whether the floating download list is on the page: outside the site layout there is none and
 * download links stay ordinary downloads.
 */
export function hasDownloadList(): boolean {
  return showList !== null;
}

/** Starts a download in the floating list; the list's code loads with the first one. */
export function startDownload(item: NewDownload) {
  showList?.();
  import("./downloads-store")
    .then((store) => store.start(item))
    .catch(() => {
      // The list's code could not load (offline): the browser downloads the file itself.
      window.location.assign(item.url);
    });
}

/**
 * The floating download list, once a download starts or when one kept from an earlier page of the
 * tab is there (so never without JavaScript, where links are ordinary downloads); its code loads
 * then, not with the page.
 */
export function DownloadsList() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    showList = () => setShown(true);
    try {
      const kept = sessionStorage.getItem(STORAGE_KEY);
      if (kept && kept !== "[]") setShown(true);
    } catch {
      // Storage unavailable: nothing was kept.
    }
    return () => {
      showList = null;
    };
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <DownloadsPanel />
    </Suspense>
  );
}
