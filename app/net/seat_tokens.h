// The seats this Felt took at others' tables, kept in its settings: each
// table's room secret (as a hash: the settings must not hold invitations)
// with the seat's token, so that after this Felt restarts, joining with the
// same invitation takes the same seat back. The newest few are kept; a
// finished game's seat is forgotten.
#pragma once

#include <QString>
#include <string>

namespace felt::app {

std::string rememberedToken(const QString& room);
void rememberToken(const QString& room, const std::string& token);
void forgetToken(const QString& room);

}  // namespace felt::app
