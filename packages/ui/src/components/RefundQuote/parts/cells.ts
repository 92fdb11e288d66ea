/** The refund tables' cells: text to the left, amounts to the right. */
export const cell = "py-2 pr-3";
export const numericCell = "py-2 pr-3 text-right";
