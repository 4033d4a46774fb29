// Types of test/allowed-skips.mjs for the TypeScript tests.
import type { AllowedSkip } from "../scripts/skipped-tests.mjs";
export declare const ALLOWED_SKIPS: readonly AllowedSkip[];
