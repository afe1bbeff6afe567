/**
 * A rule's refusal that names the field it is about: `path` is the path of the field in the
 * call's body (`fechaOrden`, `prestacion.0.cantidad`), so a form shows the message on that field
 * without matching message text back to fields.
 */
export interface FieldProblem {
  path: string;
  message: string;
}
