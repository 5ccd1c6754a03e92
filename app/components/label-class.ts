/** The look of a form field's label or legend, everywhere a form is drawn (Tailwind classes). */
export const labelClass = "mb-1 block text-sm font-medium text-gray-800";
