// next-auth configuration: e-mail + password (Credentials provider), JWT sessions, the user's
// id and role carried in the token and exposed on the session.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { ensureSecrets } from "../secrets";
import { isRole } from "../types";
import { authorizeCredentials } from "./authorize-credentials";

let secret: string | undefined;
function authSecret(): string {
  secret ??= process.env.NEXTAUTH_SECRET ?? ensureSecrets().nextAuthSecret;
  return secret;
}

export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: "/signin" },
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Password", type: "password" },
        },
        // req.headers: for the per-address limit (lib/rate-limit/client-address.ts).
        authorize: (credentials, req) => authorizeCredentials(credentials, req),
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          token.uid = Number(user.id);
          token.role = user.role;
        }
        return token;
      },
      session({ session, token }) {
        if (session.user && typeof token.uid === "number") {
          session.user.id = token.uid;
          session.user.role = isRole(token.role) ? token.role : "student";
          session.user.email = token.email ?? session.user.email;
        }
        return session;
      },
    },
  };
}
