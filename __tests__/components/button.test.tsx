/**
 * @jest-environment jsdom
 */
import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "../../src/components/button";

describe("the button", () => {
  it("opens an external link in a new tab, safely, and says so to screen readers", () => {
    render(
      <Button href="https://jobs.debrix.eu/fr/" newTab newTabLabel="(opens in a new tab)">
        Jobs
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Jobs (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://jobs.debrix.eu/fr/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps a plain link in the same tab", () => {
    render(<Button href="tel:+33199000101">Call</Button>);
    const link = screen.getByRole("link", { name: "Call" });
    expect(link).not.toHaveAttribute("target");
    expect(link).toHaveAttribute("href", "tel:+33199000101");
  });

  it("renders an internal route as a link to that path", () => {
    render(<Button to="/services/">Services</Button>);
    expect(screen.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services/");
  });

  it("calls its handler on a plain click", async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Show zones</Button>);
    await userEvent.setup().click(screen.getByRole("button", { name: "Show zones" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("ignores clicks while disabled or loading, and says it is busy while loading", async () => {
    const onClick = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <Button onClick={onClick} disabled>
        Send
      </Button>,
    );
    await user.click(screen.getByRole("button", { name: "Send" }));
    rerender(
      <Button onClick={onClick} loading>
        Send
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send" });
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
  });

  it("turns a disabled link into a disabled item without an address", () => {
    render(
      <Button href="https://app.debrix.eu/" disabled>
        Log in
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Log in" });
    expect(link).not.toHaveAttribute("href");
    expect(link).toHaveAttribute("aria-disabled", "true");
  });

  it("maps its options to classes and its tracking name to data-tracking", () => {
    render(
      <Button
        onClick={() => undefined}
        size="large"
        dark
        text
        bold
        block
        outlined
        tracking="hero_order"
        icon={<svg />}
      >
        Order
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Order" });
    for (const name of [
      "button--large",
      "button--dark",
      "button--text",
      "button--bold",
      "button--block",
      "button--outlined",
    ]) {
      expect(button).toHaveClass(name);
    }
    expect(button).toHaveAttribute("data-tracking", "hero_order");
    expect(button.querySelector(".button__icon")).toHaveAttribute("aria-hidden", "true");
  });

  it("is a medium button with no options set", () => {
    render(<Button onClick={() => undefined}>Plain</Button>);
    expect(screen.getByRole("button", { name: "Plain" }).className).toBe("button button--medium");
  });
});
