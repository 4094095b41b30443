/**
 * @jest-environment jsdom
 */
import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Modal, type ModalProps } from "../../src/components/modal";

const size = { width: 600, height: 300 };

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Zones served"
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        onConfirm={props.onConfirm}
        closeLabel="Close"
        confirmLabel="OK"
        size={size}
      >
        <p tabIndex={-1}>Paris</p>
        <a href="#zones">All zones</a>
      </Modal>
    </>
  );
}

async function openModal(props: Partial<ModalProps> = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole("button", { name: "Open" }));
  return user;
}

describe("the modal", () => {
  it("is an accessible dialog named by its title, with focus moved inside", async () => {
    await openModal();
    const dialog = screen.getByRole("dialog", { name: "Zones served" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes on Escape and gives focus back to the button that opened it", async () => {
    const onClose = jest.fn();
    const user = await openModal({ onClose });
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
  });

  it("confirms on Enter", async () => {
    const onConfirm = jest.fn();
    const user = await openModal({ onConfirm });
    screen.getByText("Paris").focus();
    await user.keyboard("{Enter}");
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("lets Enter on a focused button do that button's job instead of confirming", async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    const user = await openModal({ onConfirm, onClose });
    screen.getByRole("button", { name: "Close" }).focus();
    await user.keyboard("{Enter}");
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    const user = await openModal({ onConfirm: jest.fn() });
    const first = screen.getByRole("link", { name: "All zones" });
    const last = screen.getByRole("button", { name: "OK" });
    last.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it("takes its size from the data: 600 by 300", async () => {
    await openModal();
    expect(screen.getByRole("dialog").style.getPropertyValue("--modal-width")).toBe("600px");
    expect(screen.getByRole("dialog").style.getPropertyValue("--modal-height")).toBe("300px");
  });

  it("closes on a click on the backdrop, not on a click inside", async () => {
    const onClose = jest.fn();
    const user = await openModal({ onClose });
    await user.click(screen.getByText("Paris"));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole("dialog").parentElement as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
