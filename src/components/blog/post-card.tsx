import React from "react";
import { Link } from "gatsby";

export interface PostCardProps {
  to: string;
  title: string;
  /** The card's title level: h2 on the listing, h3 under the article's "related" heading. */
  headingLevel?: 2 | 3;
  /** The cover, drawn edge to edge at the top of the card. */
  picture?: React.ReactNode;
  /** Date, category and reading time, already formatted. */
  meta?: React.ReactNode;
  summary?: string | null;
  /** The article's category and tags, linking to their listings. */
  topics?: React.ReactNode;
}

/** An article as a card: the whole card is its title link's target; the text keeps clear of the card's edges. */
export function PostCard({
  to,
  title,
  headingLevel = 2,
  picture,
  meta,
  summary,
  topics,
}: PostCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="stack card post-card">
      {picture}
      <div className="stack post-card__body">
        <Heading className="post-card__title">
          <Link to={to} className="card__link post-card__link">
            {title}
          </Link>
        </Heading>
        {meta && <p className="post-card__meta">{meta}</p>}
        {summary && <p className="post-card__excerpt">{summary}</p>}
        {topics}
      </div>
    </article>
  );
}
