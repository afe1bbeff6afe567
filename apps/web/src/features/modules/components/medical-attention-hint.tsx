// Moved to components/ so every feature's atencion-medica page carries the same tooltip.
export {
  MEDICAL_ATTENTION_HINT,
  MEDICAL_SUPPORT_CONTACT,
  MedicalAttentionHint,
} from '@/components/medical-attention-hint';
