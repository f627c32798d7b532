// Where toasts appear; loaded on demand by ToasterHost.
import { Toaster } from 'sonner';

export default function ToastOutlet() {
  return <Toaster richColors closeButton position="top-right" theme="system" />;
}
