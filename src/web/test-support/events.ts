import { createEvent, fireEvent } from '@testing-library/react';

/** Whether the page refuses the browser's context menu on this element (images are kept from "Save image as…"). */
export function contextMenuRefused(element: Element): boolean {
  const event = createEvent.contextMenu(element);
  fireEvent(element, event);
  return event.defaultPrevented;
}
