// The package check's files hash is the package's content hash (lib/problem-package/content-hash.ts).
export { packageContentHash as hashDraftFiles } from "../problem-package/content-hash";
