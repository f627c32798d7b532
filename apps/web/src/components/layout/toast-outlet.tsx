// Where toasts appear; loaded on demand by ToasterHost. They sit below the 64 px top bar, so a toast
// never covers the responses bell or the account menu it may be telling the advisor about.
import { Toaster } from 'sonner';

/** The top bar's height (h-16) plus a gap. */
const BELOW_TOP_BAR = 76;

export default function ToastOutlet() {
  return (
    <Toaster
      richColors
      closeButton
      position="top-right"
      theme="system"
      offset={{ top: BELOW_TOP_BAR }}
      mobileOffset={{ top: BELOW_TOP_BAR }}
    />
  );
}
