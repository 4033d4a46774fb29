// Who may see a set's progress table and CSV: its owner and admins (other instructors may not).
import type { Role } from "../types";

export function mayManageProblemSet(user: { id: number; role: Role }, set: { ownerId: number }): boolean {
  return user.role === "admin" || set.ownerId === user.id;
}
