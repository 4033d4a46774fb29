import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built on the first request, so that building the app never creates secrets.
function handler(req: Request, context: Context): Promise<Response> {
  return NextAuth(req as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
