// The WIRE Flow feature's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { WireFlowModule } from './wire-flow.module.js';
export * from './wire-flow.contract.js';
