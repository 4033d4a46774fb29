import type { Metadata } from "next";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { listUsers } from "@/lib/studio/studio-users";
import { formatDateTime } from "../../format";
import { requireStudioPage } from "../guard";
import { RoleSelect } from "./role-client";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pageTitles"))("studioUsers") };
}

export default async function StudioUsersPage() {
  const admin = await requireStudioPage("/studio/users", { adminOnly: true });
  const [users, t, locale, timeZone] = await Promise.all([listUsers(db()), getTranslations("studioUsers"), getLocale(), getTimeZone()]);
  return (
    <section>
      <h1>{t("title")}</h1>
      <p className="muted">{t("intro")}</p>
      <table className="table" data-testid="studio-users">
        <thead>
          <tr>
            <th>{t("colEmail")}</th>
            <th>{t("colName")}</th>
            <th>{t("colSince")}</th>
            <th>{t("colRole")}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} data-testid={`studio-user-${u.email}`}>
              <td>{u.email}</td>
              <td>{u.name}</td>
              <td>{formatDateTime(u.createdAt, locale as Locale, timeZone)}</td>
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
