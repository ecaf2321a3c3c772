import { Link, type LinkProps } from "@remix-run/react";

/**
 * The opener of a dialog that also has its own page: a real link, so without
 * JavaScript it leads to the page (the same form, posting to the same
 * service); with JavaScript a plain click opens the dialog here instead.
 * A click with a modifier key (new tab, new window) still follows the link.
 */
export function DialogLink({ onOpen, onClick, ...props }: LinkProps & { onOpen: () => void }) {
  return (
    <Link
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        onOpen();
      }}
    />
  );
}
