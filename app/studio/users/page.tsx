import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { db } from "@/lib/db";
import { listUsers } from "@/lib/studio/studio-users";
import { requireStudioPage } from "../guard";
import { RoleSelect } from "./role-client";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pageTitles"))("studioUsers") };
}

export default async function StudioUsersPage() {
  const admin = await requireStudioPage("/studio/users", { adminOnly: true });
  const users = await listUsers(db());
  return (
    <section>
      <h1>Users and roles</h1>
      <p className="muted">Instructors create and publish problems; admins also manage roles. You cannot demote yourself.</p>
      <table className="table" data-testid="studio-users">
        <thead>
          <tr>
            <th>E-mail</th>
            <th>Name</th>
            <th>Since</th>
            <th>Role</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} data-testid={`studio-user-${u.email}`}>
              <td>{u.email}</td>
              <td>{u.name}</td>
              <td>{u.createdAt.toISOString().slice(0, 10)}</td>
              <td>
                <RoleSelect email={u.email} role={u.role} self={u.id === admin.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
