import '@mantine/core/styles/Tooltip.css';
import { ModulePlaceholder } from '../components/module-placeholder';
import { MedicalAttentionHint } from '../components/medical-attention-hint';

export default function MedicalAttentionPageRoute({ title }: { title: string }) {
  return (
    <ModulePlaceholder
      title={title}
      permission="atencion-medica"
      aside={<MedicalAttentionHint />}
    />
  );
}
