/**
 * Generic Gatsby mock for unit tests (https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/).
 * It holds no site data: a test that needs query results sets useStaticQuery's return value itself.
 */
import React from "react";

const gatsby = jest.requireActual("gatsby");

interface LinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(({ to, activeClassName: _active, partiallyActive: _partial, ...rest }: LinkProps) =>
    React.createElement("a", { ...rest, href: to }),
  ),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
  withPrefix: jest.fn((path: string) => path),
};
