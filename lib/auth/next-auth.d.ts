// The user's id and role travel in the JWT and the session.
import type { DefaultSession } from "next-auth";
import type { Role } from "../types";

declare module "next-auth" {
  interface Session {
    user: { id: number; email: string; role: Role } & Omit<NonNullable<DefaultSession["user"]>, "email">;
  }
  interface User {
    role: Role;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: number;
    role?: Role;
  }
}
