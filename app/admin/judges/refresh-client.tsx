"use client";
// Re-renders the server page every few seconds (a live list without a full reload).
import { useRouter } from "next/navigation";
import { useEffect } from "react";

export function RefreshEvery({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return null;
}
