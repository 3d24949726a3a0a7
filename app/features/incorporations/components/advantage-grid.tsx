import {
  ArrowLeftRight,
  Building2,
  Globe,
  Handshake,
  Infinity as InfinityIcon,
  Scale,
  ShieldCheck,
  TrendingUp,
  UserRound,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { Card } from "~/components/card";
import type { advantageIcons, Incorporation } from "~/content/incorporations-schema";

const icons: Record<(typeof advantageIcons)[number], LucideIcon> = {
  shield: ShieldCheck,
  building: Building2,
  trending: TrendingUp,
  infinity: InfinityIcon,
  handshake: Handshake,
  transfer: ArrowLeftRight,
  user: UserRound,
  scale: Scale,
  wallet: Wallet,
  globe: Globe,
};

export function AdvantageGrid({ advantages }: { advantages: Incorporation["advantages"] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {advantages.map((a) => (
        <li key={a.title}>
          <Card icon={icons[a.icon]} title={a.title} description={a.description} />
        </li>
      ))}
    </ul>
  );
}
