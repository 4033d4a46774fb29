// The progress table as CSV (RFC 4180: fields quoted when they hold a comma, quote or line
// break, quotes doubled, CRLF line ends). A field a spreadsheet would run as a formula (=, +,
// -, @ first) gets a leading apostrophe: names are typed by users.
import type { ProgressCell, SetProgress } from "./set-progress";

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(",");
}

export function cellStatusText(cell: ProgressCell): string {
  if (cell.status === "solved") return cell.solvedLate ? "solved (late)" : "solved";
  if (cell.status === "tried") return cell.lateAttempts > 0 ? "tried (late)" : "tried";
  return "";
}

export function progressCsv(progress: SetProgress): string {
  const header = ["name", "email", "solved"];
  for (const p of progress.problems) header.push(`${p.slug} status`, `${p.slug} attempts`, `${p.slug} first accepted (UTC)`);
  const lines = [csvLine(header)];
  for (const row of progress.rows) {
    const fields = [row.name, row.email, String(row.solved)];
    for (const cell of row.cells) {
      fields.push(cellStatusText(cell), cell.attempts > 0 ? String(cell.attempts) : "", cell.firstAcceptedAt?.toISOString() ?? "");
    }
    lines.push(csvLine(fields));
  }
  return lines.join("\r\n") + "\r\n";
}
