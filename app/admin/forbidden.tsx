import { ForbiddenNotice } from "../forbidden-notice";

/** What a student or an instructor sees on an admin page, with HTTP 403. */
export default function AdminForbidden() {
  return <ForbiddenNotice namespace="adminForbidden" />;
}
