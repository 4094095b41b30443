/** Types of stylesheet-layers.cjs, for gatsby-node and its unit test. */
export function joinAdjacentLayers(data: Record<string, string>): Promise<{ code: string }>;
