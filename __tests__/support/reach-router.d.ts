// The few parts of Gatsby's fork of Reach Router that the unit tests use.
declare module "@gatsbyjs/reach-router" {
  import type { ComponentType, ReactNode } from "react";
  export interface History {
    readonly location: Location;
  }
  export function createMemorySource(initialPath: string): unknown;
  export function createHistory(source: unknown): History;
  export const LocationProvider: ComponentType<{ history?: History; children?: ReactNode }>;
}
