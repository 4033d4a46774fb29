// `npm run user -- role <email> student|instructor|admin` changes an account's role;
// `npm run user -- list` lists the accounts. Uses the same database as `npm start`
// (DATA_DIR / DATABASE_URL).
import { db } from "../lib/db";
import { isRole, ROLES } from "../lib/types";
import { setUserRole, UnknownUserError } from "../lib/users/set-user-role";

const usage = `usage:
  npm run user -- role <email> ${ROLES.join("|")}
  npm run user -- list`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === "role" && rest.length === 2) {
    const [email, role] = rest as [string, string];
    if (!isRole(role)) {
      console.error(`unknown role "${role}": expected one of ${ROLES.join(", ")}`);
      return 2;
    }
    try {
      const { email: who, previous } = await setUserRole(db(), email, role);
      console.log(`${who}: ${previous} -> ${role}`);
      return 0;
    } catch (err) {
      if (err instanceof UnknownUserError) {
        console.error(err.message);
        return 1;
      }
      throw err;
    }
  }
  if (command === "list" && rest.length === 0) {
    const users = await db().user.findMany({ orderBy: { id: "asc" } });
    for (const u of users) console.log(`${u.id}\t${u.role}\t${u.email}`);
    if (users.length === 0) console.log("no accounts yet");
    return 0;
  }
  console.error(usage);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
await db().$disconnect();
