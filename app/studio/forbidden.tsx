import { ForbiddenNotice } from "../forbidden-notice";

/** What a student (or an instructor on an admin page) sees on a studio URL, with HTTP 403. */
export default function StudioForbidden() {
  return <ForbiddenNotice namespace="studioForbidden" />;
}
