// The site's one icon set: Lucide, re-exported by name so every package draws from the same
// set and the bundler keeps only the icons a page imports. Icons are decorative unless given a
// title: the text beside them carries the meaning.
export {
  ArrowRight,
  ArrowUp,
  BadgeCheck,
  BookOpen,
  Calculator,
  Check,
  ChevronDown,
  Clock,
  FileSpreadsheet,
  FileText,
  House,
  Lock,
  LogOut,
  type LucideIcon,
  Menu,
  MessageCircle,
  Newspaper,
  Search,
  ShieldCheck,
  Star,
  UserRound,
  X,
} from 'lucide-react';
