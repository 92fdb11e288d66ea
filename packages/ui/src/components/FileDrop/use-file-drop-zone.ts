import { useEffect, useState } from "react";
import type { FileDropZone } from "./FileDropZone";

type FileDropZoneComponent = typeof FileDropZone;

let loaded: FileDropZoneComponent | null = null;

/** Loads the drop zone's module (stories await it in a loader, so they render it at once). */
export async function loadFileDropZone(): Promise<FileDropZoneComponent> {
  loaded ??= (await import("./FileDropZone")).FileDropZone;
  return loaded;
}

/** The drop zone component once `wanted` (hydrated) and its module has loaded; else null. */
export function useFileDropZone(wanted: boolean): FileDropZoneComponent | null {
  const [zone, setZone] = useState<FileDropZoneComponent | null>(() => loaded);
  useEffect(() => {
    if (!wanted || zone) return;
    let live = true;
    loadFileDropZone().then((component) => {
      if (live) setZone(() => component);
    });
    return () => {
      live = false;
    };
  }, [wanted, zone]);
  return wanted ? zone : null;
}
