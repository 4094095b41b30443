/**
 * @jest-environment jsdom
 */
import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConsentBanner } from "../../src/components/consent-banner";

const labels = {
  title: "Cookies",
  text: "We would like to measure visits.",
  accept: "Accept",
  decline: "Decline",
  more: "Learn more about cookies",
};

/** A page with a link before the banner, a main landmark and the banner, which a choice closes. */
function Page({
  initiallyReopened = false,
  onChoose = () => undefined,
}: {
  initiallyReopened?: boolean;
  onChoose?: (choice: boolean) => void;
}) {
  const [visible, setVisible] = React.useState(true);
  const [reopened, setReopened] = React.useState(initiallyReopened);
  return (
    <>
      <main id="main" tabIndex={-1}>
        <a href="/services/">Services</a>
        <button
          type="button"
          onClick={() => {
            setVisible(true);
            setReopened(true);
          }}
        >
          Cookie settings
        </button>
      </main>
      <ConsentBanner
        visible={visible}
        reopened={reopened}
        onChoose={(choice) => {
          onChoose(choice);
          setVisible(false);
          setReopened(false);
        }}
        privacyPath="/privacy/"
        fallbackFocusId="main"
        labels={labels}
      />
    </>
  );
}

describe("the cookie banner and focus", () => {
  it("sends focus back to the element focused before the banner after a keyboard choice", async () => {
    const user = userEvent.setup();
    const onChoose = jest.fn();
    render(<Page onChoose={onChoose} />);
    screen.getByRole("button", { name: "Cookie settings" }).focus();
    await user.tab();
    expect(screen.getByRole("link", { name: labels.more })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Accept" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onChoose).toHaveBeenCalledWith(true);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cookie settings" })).toHaveFocus();
  });

  it("puts focus on the main content when nothing was focused before the banner", async () => {
    const user = userEvent.setup();
    render(<Page />);
    screen.getByRole("button", { name: "Decline" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("takes focus when the visitor reopens it, and gives it back after the new choice", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const settings = screen.getByRole("button", { name: "Cookie settings" });
    settings.focus();
    await user.keyboard("{Enter}");
    const banner = screen.getByRole("dialog", { name: labels.title });
    expect(banner).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
  });

  it("does not take focus when it shows on its own, to a visitor who has not chosen yet", () => {
    render(<Page />);
    expect(screen.getByRole("dialog", { name: labels.title })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("leaves focus alone after a choice made while focus was elsewhere", async () => {
    const onChoose = jest.fn();
    render(<Page onChoose={onChoose} />);
    const link = screen.getByRole("link", { name: "Services" });
    link.focus();
    // A script or assistive technology activating the button without moving focus.
    act(() => screen.getByRole("button", { name: "Accept" }).click());
    expect(onChoose).toHaveBeenCalledWith(true);
    expect(link).toHaveFocus();
  });
});
