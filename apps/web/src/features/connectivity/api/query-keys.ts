/** Query keys of the page's state: "Nueva consulta" removes them all. */
export const CONNECTIVITY_KEY = 'connectivity';
