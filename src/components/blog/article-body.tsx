/**
 * Renders an article's body from its element tree (src/shared/article-tree.ts): HTML tags as they
 * are, live-data blocks by name with the real components.
 */
import React from "react";
import type { ArticleNode } from "../../shared/article-tree";
import { liveBlocks } from "./live-blocks";

type BlockName = keyof typeof liveBlocks;

const isBlockName = (type: string): type is BlockName =>
  Object.prototype.hasOwnProperty.call(liveBlocks, type);

function toElement(node: ArticleNode): React.ReactNode {
  if (typeof node === "string") return node;
  const [type, props, children] = node;
  const component = type === null ? React.Fragment : isBlockName(type) ? liveBlocks[type] : type;
  // Children as arguments, as the compiled MDX passed them: a static list that needs no keys.
  return React.createElement(component as React.ElementType, props, ...children.map(toElement));
}

export function ArticleBody({ tree }: { tree: ArticleNode }) {
  return <>{toElement(tree)}</>;
}
