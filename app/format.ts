// Small display helpers shared by pages (server and client).

export function formatTime(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? "—" : `${ms} ms`;
}

export function formatMemory(kb: number | null | undefined): string {
  if (kb === null || kb === undefined) return "—";
  return kb >= 1024 ? `${(kb / 1024).toFixed(1)} MiB` : `${kb} KiB`;
}

export function formatLimitTime(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

export function formatDate(date: Date): string {
  return date.toISOString().replace("T", " ").slice(0, 16) + " UTC";
}
