// The origin for absolute links on a server-rendered page (lib/http/public-origin.ts decides).
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { publicOrigin } from "@/lib/http/public-origin";

export async function requestOrigin(): Promise<string> {
  const { PUBLIC_URL, TRUST_PROXY } = env();
  return publicOrigin({ publicUrl: PUBLIC_URL, trustProxy: TRUST_PROXY, headers: await headers() });
}
