import { describe, expect, it } from "vitest";
import { downloadsReducer, initialDownloads, restored } from "./download-list";

const file = { id: "d1", name: "datasheet.pdf", size: 1024, url: "/files/d1" };

describe("download list", () => {
  it("adds an item pending at 0 and opens the panel", () => {
    const state = downloadsReducer(initialDownloads, { type: "add", item: file });
    expect(state.open).toBe(true);
    expect(state.items).toEqual([{ ...file, progress: 0, status: "pending" }]);
  });

  it("moves through progress to completed at 100 or more", () => {
    let state = downloadsReducer(initialDownloads, { type: "add", item: file });
    state = downloadsReducer(state, { type: "progress", id: "d1", progress: 42.4 });
    expect(state.items[0]).toMatchObject({ progress: 42, status: "downloading" });
    state = downloadsReducer(state, { type: "progress", id: "d1", progress: 130 });
    expect(state.items[0]).toMatchObject({ progress: 100, status: "completed" });
  });

  it("marks an item failed on error and keeps it failed", () => {
    let state = downloadsReducer(initialDownloads, { type: "add", item: file });
    state = downloadsReducer(state, { type: "error", id: "d1" });
    state = downloadsReducer(state, { type: "progress", id: "d1", progress: 50 });
    expect(state.items[0]?.status).toBe("failed");
  });

  it("adding the same file again restarts it instead of listing it twice", () => {
    let state = downloadsReducer(initialDownloads, { type: "add", item: file });
    state = downloadsReducer(state, { type: "progress", id: "d1", progress: 100 });
    state = downloadsReducer(state, { type: "add", item: file });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.status).toBe("pending");
  });

  it("removes and clears", () => {
    let state = downloadsReducer(initialDownloads, { type: "add", item: file });
    state = downloadsReducer(state, { type: "add", item: { ...file, id: "d2" } });
    state = downloadsReducer(state, { type: "remove", id: "d1" });
    expect(state.items.map((i) => i.id)).toEqual(["d2"]);
    expect(downloadsReducer(state, { type: "clear" }).items).toEqual([]);
  });

  it("restores a list after a reload: running downloads were cut off and are failed", () => {
    const saved = [
      { ...file, progress: 100, status: "completed" },
      { ...file, id: "d2", progress: 40, status: "downloading" },
      { ...file, id: "d3", progress: 0, status: "pending" },
      { ...file, id: "d4", url: "https://elsewhere.example/x", progress: 0, status: "failed" },
      { id: 5 },
      null,
    ];
    const state = downloadsReducer(initialDownloads, { type: "restore", items: restored(saved) });
    expect(state.items.map((item) => [item.id, item.status])).toEqual([
      ["d1", "completed"],
      ["d2", "failed"],
      ["d3", "failed"],
    ]);
    expect(restored("nonsense")).toEqual([]);
  });
});
