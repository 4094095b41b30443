import React from "react";
import { Link } from "gatsby";

/**
 * The site's button (docs/rules.md#buttons): an external link in a new tab (`href` + `newTab`), a plain link
 * (`href`), an internal route (`to`), or a plain click (`onClick`). Options style it; `tracking`
 * names the interaction for the tag manager (data-tracking).
 */
interface ButtonOptions {
  children: React.ReactNode;
  size?: "small" | "medium" | "large";
  dark?: boolean;
  text?: boolean;
  bold?: boolean;
  block?: boolean;
  outlined?: boolean;
  loading?: boolean;
  disabled?: boolean;
  /** Decorative icon shown before the label. */
  icon?: React.ReactNode;
  /** Interaction name pushed to the tag manager's data layer. */
  tracking?: string;
  className?: string;
  "aria-label"?: string;
  /** Data attributes for what reads the button outside React (the head script, the stylesheet). */
  data?: Record<`data-${string}`, string>;
}

interface ExternalButton extends ButtonOptions {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer"; `newTabLabel` tells screen readers so. */
  newTab?: boolean;
  newTabLabel?: string;
}

interface RouteButton extends ButtonOptions {
  to: string;
}

interface ClickButton extends ButtonOptions {
  onClick?: (event: React.MouseEvent<HTMLButtonElement>) => void;
  type?: "button" | "submit";
}

export type ButtonProps = ExternalButton | RouteButton | ClickButton;

function classNames({
  size = "medium",
  dark,
  text,
  bold,
  block,
  outlined,
  className,
}: ButtonOptions): string {
  return [
    "button",
    `button--${size}`,
    dark && "button--dark",
    text && "button--text",
    bold && "button--bold",
    block && "button--block",
    outlined && "button--outlined",
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

function Content({
  icon,
  loading,
  children,
}: Pick<ButtonOptions, "icon" | "loading" | "children">) {
  return (
    <>
      {loading ? (
        <span className="button__spinner" aria-hidden="true" />
      ) : (
        icon && (
          <span className="button__icon" aria-hidden="true">
            {icon}
          </span>
        )
      )}
      <span className="button__label">{children}</span>
    </>
  );
}

export function Button(props: ButtonProps) {
  const { children, icon, loading, tracking } = props;
  const className = classNames(props);
  const inactive = Boolean(props.disabled || loading);
  const common = {
    ...props.data,
    className,
    "aria-label": props["aria-label"],
    "data-tracking": tracking,
    "aria-busy": loading || undefined,
  };
  const content = (
    <Content icon={icon} loading={loading}>
      {children}
    </Content>
  );

  if ("href" in props || "to" in props) {
    // A disabled or loading link is not a link: no href, announced as disabled.
    if (inactive) {
      return (
        <a {...common} role="link" aria-disabled="true">
          {content}
        </a>
      );
    }
    if ("to" in props) {
      return (
        <Link {...common} to={props.to}>
          {content}
        </Link>
      );
    }
    const newTab = props.newTab ?? false;
    return (
      <a
        {...common}
        href={props.href}
        target={newTab ? "_blank" : undefined}
        rel={newTab ? "noopener noreferrer" : undefined}
      >
        {content}
        {newTab && props.newTabLabel && (
          <span className="visually-hidden"> {props.newTabLabel}</span>
        )}
      </a>
    );
  }

  return (
    <button {...common} type={props.type ?? "button"} disabled={inactive} onClick={props.onClick}>
      {content}
    </button>
  );
}
