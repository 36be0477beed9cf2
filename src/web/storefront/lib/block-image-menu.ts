import type { MouseEvent } from 'react';

/**
 * onContextMenu for a container: refuses the context menu (save image as...) on the images inside
 * it only, as the spec asks for some pages. Text, links and the rest of the page keep their menu;
 * the old app blocked it on the whole document (research D-H4).
 */
export function blockImageMenu(event: MouseEvent): void {
  if (event.target instanceof Element && event.target.closest('img, picture')) event.preventDefault();
}
