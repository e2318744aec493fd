// Request and response shapes of the pay-service calls. SPEC.md gives no payloads: these are the shapes
// this project defines and the simulator serves (field spellings as SPEC.md §3 names them).
export {};
