// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Jump Start trade offer: choose the opponent, the card to give and what to
// ask for (a suit's number card for a marker, a marker for a number card).
// Only combinations among the engine's legal `offer` actions can be sent.
import QtQuick
import QtQuick.Controls.Basic
import Felt
import "JumpStartLayout.js" as JsLayout

JumpStartPanel {
    id: dialog

    required property GameSession session
    // The legal offer texts ("offer 2 Qs for h").
    required property var offers
    signal send(string text)
    signal cancel()
    property int target: -1
    property string give: ""
    property string want: ""

    // The legal offers as words: ["offer", seat, card, "for", want].
    readonly property var offerWords: offers.map(t => t.split(" "))
    readonly property var targets: [...new Set(offerWords.map(w => Number(w[1])))]
    readonly property var gives: [...new Set(offerWords.map(w => w[2]))]
    readonly property var wants: [...new Set(offerWords.filter(w => w[2] === give).map(w => w[4]))]
    readonly property string offerText: "offer " + target + " " + give + " for " + want
    readonly property bool ready: offers.indexOf(offerText) >= 0

    title: qsTr("Offer a trade")
    message: qsTr("Offer a marker for a number card of a suit, or a number card for a marker. "
                  + "One offer per turn; if it is accepted, your turn ends.")

    onVisibleChanged: {
        target = targets.length === 1 ? targets[0] : -1;
        give = "";
        want = "";
    }
    onGiveChanged: want = wants.length === 1 ? wants[0] : ""

    Text { text: qsTr("To"); font.bold: true }
    Flow {
        width: 320
        spacing: 6
        Repeater {
            model: dialog.targets
            delegate: Button {
                required property int modelData
                text: dialog.session.seatName(modelData)
                checkable: true
                checked: dialog.target === modelData
                onClicked: dialog.target = modelData
            }
        }
    }
    Text { text: qsTr("Give"); font.bold: true }
    Flow {
        width: 320
        spacing: 6
        Repeater {
            model: dialog.gives
            delegate: Button {
                id: giveButton
                required property string modelData
                checkable: true
                checked: dialog.give === modelData
                contentItem: Text {
                    text: JsLayout.pretty(giveButton.modelData, giveButton.checked)
                    color: giveButton.checked ? "#ffffff" : "#1b1b1b"
                    textFormat: Text.StyledText
                    horizontalAlignment: Text.AlignHCenter
                    font.pixelSize: 15
                }
                onClicked: dialog.give = modelData
            }
        }
    }
    Text { text: qsTr("Ask for"); font.bold: true; visible: dialog.give !== "" }
    Flow {
        width: 320
        spacing: 6
        visible: dialog.give !== ""
        Repeater {
            model: dialog.wants
            delegate: Button {
                id: wantButton
                required property string modelData
                readonly property int cls: modelData === "marker" ? 4 : "cdhs".indexOf(modelData)
                checkable: true
                checked: dialog.want === modelData
                contentItem: Text {
                    text: JsLayout.classText(wantButton.cls, wantButton.checked)
                    color: wantButton.checked ? "#ffffff" : "#1b1b1b"
                    textFormat: Text.StyledText
                    horizontalAlignment: Text.AlignHCenter
                    font.pixelSize: 15
                }
                onClicked: dialog.want = modelData
            }
        }
    }
    Row {
        spacing: 8
        Button {
            objectName: "sendOffer"
            text: qsTr("Offer")
            enabled: dialog.ready
            onClicked: dialog.send(dialog.offerText)
        }
        Button {
            text: qsTr("Cancel")
            onClicked: dialog.cancel()
        }
    }
}
