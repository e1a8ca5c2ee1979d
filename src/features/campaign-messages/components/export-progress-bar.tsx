// The export's progress bar, with its styles: loaded when an export starts (export-csv.tsx), so that the list page
// does not carry Mantine's Progress.
import '@mantine/core/styles/Progress.layer.css';
import { Progress } from '@mantine/core';

export default function ExportProgressBar({ percent }: { percent: number }) {
  return <Progress value={percent} aria-label="Export progress" animated />;
}
